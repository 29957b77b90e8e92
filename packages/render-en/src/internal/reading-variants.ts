/** Nationalities as people call them: the noun, the adjective and "-man" forms. */
const demonyms: readonly (readonly string[])[] = [
  ["english", "englishman", "englishwoman", "brit", "british", "briton"],
  ["swede", "swedish"],
  ["dane", "danish"],
  ["norwegian"],
  ["german"],
  ["spaniard", "spanish"],
  ["japanese"],
  ["chinese"],
  ["ukrainian"],
  ["french", "frenchman", "frenchwoman"],
  ["dutch", "dutchman", "dutchwoman"],
  ["irish", "irishman", "irishwoman"],
  ["scot", "scottish", "scotsman", "scotswoman"],
  ["welsh", "welshman", "welshwoman"],
  ["finn", "finnish"],
  ["pole", "polish"],
  ["turk", "turkish"],
  ["swiss"],
  ["thai"],
  ["icelander", "icelandic"],
];

/** Other forms of a value's (folded) name: its plural or singular, a nationality's other forms. */
export function variants(name: string): string[] {
  const out = new Set<string>();
  for (const group of demonyms) if (group.includes(name)) for (const form of group) out.add(form);
  const words = name.split(" ");
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1);
  const forms: string[] = [];
  if (/[^aeiou]y$/.test(last)) forms.push(`${last.slice(0, -1)}ies`);
  else if (/(s|x|z|ch|sh)$/.test(last)) forms.push(`${last}es`);
  else forms.push(`${last}s`);
  if (/ies$/.test(last)) forms.push(`${last.slice(0, -3)}y`);
  else if (/(ses|xes|zes|ches|shes)$/.test(last)) forms.push(last.slice(0, -2));
  else if (/[^s]s$/.test(last) && last.length > 3) forms.push(last.slice(0, -1));
  if (/man$/.test(last)) forms.push(`${last.slice(0, -3)}men`);
  for (const f of forms) out.add([...head, f].join(" "));
  out.delete(name);
  return [...out];
}
