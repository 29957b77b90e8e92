import { applyConclusion, applyStep, cloneCandidateState, createCandidateGrid, sameEntity } from "@zebra/model";
import type { AtFact, Case, CandidateState, CaseSplit, Clash, Conclusion, ContradictionStep, Fact, Puzzle, Step, ValueRef } from "@zebra/model";
import { asContradictions, asDeepContradiction, refutations } from "./cases-as-proofs.js";
import { clueValues } from "./clue-values.js";
import { oneFactPerValue } from "./one-fact-per-value.js";
import { plainerFact } from "./plainer-fact.js";
import type { ValueIds } from "./value-ids.js";

/** The reader's grid: the conclusions stated so far, and the values stated as placed. */
export class Reader {
  private readonly state: CandidateState;
  /** Per attribute and value (by index): the positions it is stated to be at, as a bit mask (bit p − 1 for house p). */
  private readonly stated: number[][];

  constructor(
    private readonly puzzle: Pick<Puzzle, "size" | "attributes"> & Partial<Pick<Puzzle, "clues">>,
    private readonly ids: ValueIds,
    from?: Reader,
  ) {
    this.state = from === undefined ? createCandidateGrid(puzzle) : cloneCandidateState(from.state);
    this.stated = from === undefined ? puzzle.attributes.map((attribute) => attribute.values.map(() => 0)) : from.stated.map((row) => [...row]);
    // A logic grid's people are its first attribute's values, each its own position: the puzzle states them.
    if (from === undefined && (puzzle as Partial<Pick<Puzzle, "kind">>).kind === "logic-grid") this.stated[0] = this.stated[0]!.map((_, k) => 1 << k);
  }

  /** The reader's grid inside a supposition or a case: a copy in which `facts` hold and are stated. */
  private supposing(...facts: readonly Fact[]): Reader {
    const inside = new Reader(this.puzzle, this.ids, this);
    inside.needs = this.needs;
    for (const fact of facts) inside.take(fact);
    return inside;
  }

  /** Writes a fact into the grid (a placement as stated). */
  private take(fact: Fact): void {
    if (fact.kind === "among") {
      const others: number[] = [];
      for (let p = 1; p <= this.puzzle.size; p++) if (!fact.positions.includes(p)) others.push(p);
      if (others.length > 0) applyConclusion(this.state, { kind: "not_at", entity: fact.entity, positions: others });
      return;
    }
    applyConclusion(this.state, fact);
    if (fact.kind === "at") this.markStated(fact);
  }

  /**
   * The lines of a proof or a case as the reader follows them from its supposition: before a line
   * that starts from a placement not said yet but left as the value's one house, that placement
   * ("That leaves house 2 for …"); every line's own argument restated the same way.
   */
  private lines(steps: readonly Step[]): Step[] {
    const out: Step[] = [];
    for (const solved of steps) {
      const step = this.withKnownPremises(solved);
      for (const premise of step.premises) {
        if (premise.kind !== "at" || this.holds(premise)) continue;
        const single = this.singleAt(premise);
        if (single === undefined) continue;
        this.needs?.push(...single.premises);
        out.push(single);
        this.take(premise);
      }
      const line = this.argument(step);
      out.push(line);
      for (const c of line.conclusions) this.take(c);
    }
    return out;
  }

  /**
   * A proof's or a case argument's lines and cases as the reader follows them (see `lines` and
   * `split`); any other step as it is. What the restated argument starts from that the text has
   * established before it (the houses a placement it adds leaves, the houses a case no longer
   * needed is ruled out of) joins the step's premises.
   */
  private argument(step: Step): Step {
    if (step.rule !== "contradiction" && step.rule !== "clue-combination") return step;
    const needs: Fact[] = [];
    const inside = step.rule === "contradiction" ? this.supposing(step.assumption) : this.supposing(...step.premises);
    inside.needs = needs;
    const argued: Step =
      step.rule === "contradiction"
        ? { ...step, ...inside.ending(inside.lines(step.subSteps), step.clash) }
        : { ...step, split: inside.split(step.split, step.conclusions, step.tier) };
    const premises = [...step.premises];
    const key = (f: Fact) => JSON.stringify(f);
    const have = new Set(premises.map(key));
    for (const need of needs) {
      // A fact the text established before the argument, or else what it established about that value.
      const fact = this.holds(need) ? this.known(need) : this.knowledgeOf(need.entity);
      if (fact === undefined || have.has(key(fact))) continue;
      have.add(key(fact));
      premises.push(fact);
    }
    const complete = premises.length === step.premises.length ? argued : { ...argued, premises };
    // An argument inside a case starts from what the text knows there: what it adds to its own
    // premises, the argument around it starts from too (see also `withOutsidePremises`).
    this.needs?.push(...complete.premises.slice(step.premises.length));
    return complete.rule === "contradiction" ? this.withOutsidePremises(complete) : complete;
  }

  /** Where the lines of an argument record what they start from beyond the argument's own premises. */
  private needs: Fact[] | undefined;

  /**
   * A case argument as the reader follows it: only the cases the text has left open (a house
   * already ruled out needs no case), and a case that reaches the conclusions at once says so
   * (a line that concludes them from the case itself) rather than nothing.
   */
  private split(split: CaseSplit, conclusions: readonly Conclusion[], tier: Step["tier"]): CaseSplit {
    const id = this.ids.of(split.entity.attr, split.entity.value);
    const mask = id === undefined ? -1 : this.state.positions[this.ids.attributeOf(id)]![this.ids.valueOf(id)]!;
    const open = split.cases.filter((c) => (mask & (1 << (c.pos - 1))) !== 0);
    if (open.length < split.cases.length && open.length > 0) this.needs?.push({ kind: "among", entity: split.entity, positions: open.map((c) => c.pos) });
    const cases = (open.length > 0 ? open : split.cases).map((c): Case => {
      const supposed: AtFact = { kind: "at", entity: split.entity, pos: c.pos };
      const inside = this.supposing(supposed);
      const ended = c.clash === undefined ? undefined : inside.ending(inside.lines(c.steps), c.clash);
      const steps = ended?.subSteps ?? inside.lines(c.steps);
      // A case within a case has to show only what the case's own lines have not: the rest holds already.
      const goal = c.split === undefined ? [] : conclusions.filter((f) => !inside.holds(f));
      const proofs = c.split === undefined ? undefined : refutations(c.split, goal, tier);
      if (proofs !== undefined) steps.push(...inside.lines(proofs.map((proof) => inside.withOutsidePremises(proof))));
      const inner = c.split === undefined || proofs !== undefined || goal.length === 0 ? undefined : inside.split(c.split, goal, tier);
      // A case within a case that the text leaves one house is no case: its lines go on this case's.
      const only = inner?.cases.length === 1 ? inner.cases[0]! : undefined;
      const placed = only === undefined || c.split === undefined ? undefined : inside.singleAt({ kind: "at", entity: c.split.entity, pos: only.pos });
      if (placed !== undefined) {
        // What leaves the value that one house is a premise of the whole argument too.
        this.needs?.push(...placed.premises);
        steps.push(placed);
      }
      if (only !== undefined) steps.push(...only.steps);
      const sub = only === undefined ? inner : only.split;
      if (c.clash === undefined && sub === undefined && steps.length === 0) {
        const reached = conclusions.filter((f) => !sameEntity(f.entity, split.entity));
        // It rests on the case and on what the text has said of the values it reaches ("the yoga fan is in house 2 or 4").
        const known = reached.flatMap((f) => {
          const fact = this.knowledgeOf(f.entity);
          return fact === undefined ? [] : [fact];
        });
        if (reached.length > 0) {
          // What it rests on beyond the case is a premise of the whole argument too.
          this.needs?.push(...known);
          steps.push({ rule: "hidden-single", tier: 1, clues: [], premises: [supposed, ...known], conclusions: reached });
        }
      }
      const { split: _replaced, ...rest } = c;
      const clash = ended?.clash ?? only?.clash;
      return { ...rest, steps, ...(sub === undefined ? {} : { split: sub }), ...(clash === undefined ? {} : { clash }) };
    });
    return { ...split, cases };
  }

  /**
   * A proof with every premise it starts from outside its own supposition and lines: for each
   * value one of its lines or its clash starts from and neither its premises nor its lines
   * establish, all the reader knows about that value here.
   */
  withOutsidePremises(proof: ContradictionStep): ContradictionStep {
    const own = new Reader(this.puzzle, this.ids).supposing(...proof.premises, proof.assumption);
    const premises: Fact[] = [...proof.premises];
    const rest = (fact: Fact): void => {
      if (own.holds(fact)) return;
      const known = this.holds(fact) ? this.known(fact) : (this.knowledgeOf(fact.entity) ?? fact);
      premises.push(known);
      own.take(known);
    };
    for (const line of proof.subSteps) {
      line.premises.forEach(rest);
      for (const c of line.conclusions) own.take(c);
    }
    proof.clash.facts.forEach(rest);
    if (premises.length === proof.premises.length) return proof;
    this.needs?.push(...premises.slice(proof.premises.length));
    return { ...proof, premises };
  }

  /** The hidden single that places `fact`'s value when the grid leaves it that one house; undefined otherwise. */
  private singleAt(fact: AtFact): Step | undefined {
    const id = this.ids.of(fact.entity.attr, fact.entity.value);
    if (id === undefined) return undefined;
    const a = this.ids.attributeOf(id);
    const v = this.ids.valueOf(id);
    if (this.state.positions[a]![v]! !== 1 << (fact.pos - 1)) return undefined;
    return { rule: "hidden-single", tier: 1, clues: [], premises: this.whyOnly(a, v, fact.pos), conclusions: [fact] };
  }

  /**
   * Applies a step's conclusions; returns the placements it leaves implied (as hidden singles,
   * which are applied and stated too).
   */
  apply(step: Step): Step[] {
    applyStep(this.state, step);
    for (const c of step.conclusions) if (c.kind === "at") this.markStated(c);
    const implied: Step[] = [];
    for (let found = this.impliedSingle(); found !== undefined; found = this.impliedSingle()) {
      applyStep(this.state, found);
      this.markStated(found.conclusions[0] as AtFact);
      implied.push(found);
    }
    return implied;
  }

  /**
   * The step as the reader stands: a value the text has placed is named by its placement, a list
   * of houses (a premise that reads as one) is the houses the text has left the value, and what
   * the text has already stated is not concluded again. The solver may have taken the step
   * before placements that the text, pulling them forward, states first; it still follows, from
   * stronger premises. The step itself when nothing changes. Each restated step goes to `use`.
   */
  restate(solved: Step, use: (step: Step) => void): void {
    const deep = asDeepContradiction(solved, (fact) => this.holds({ kind: "not_at", entity: fact.entity, positions: [fact.pos] }));
    if (deep !== undefined) {
      for (const proof of deep) if (this.tells(proof)) use(this.restateOne(proof));
      return;
    }
    // A split into cases first, so that the cases it no longer needs are dropped before it is read as proofs.
    const first = this.restateOne(solved);
    // Each proof starts from the solver's premises and gains only what its own lines need; it is
    // restated once the proofs before it are applied (`use`), so that it starts from what they concluded.
    const proofs = asContradictions(first, solved);
    const flat = proofs === undefined ? this.flattened(first) : undefined;
    if (flat !== undefined) for (const line of flat) use(line.rule === "clue-combination" ? this.withLinesKnown(line, flat) : line);
    else if (proofs === undefined) use(first);
    else for (const proof of proofs) if (this.tells(proof)) use(this.restateOne(proof));
  }

  /**
   * A case argument left one case (the text has placed its value) as what it is: that case's
   * lines, then the case argument within it, if any. Undefined for any other step, and for a case
   * whose lines, with the placements they leave, do not reach the argument's conclusions.
   */
  private flattened(step: Step): Step[] | undefined {
    if (step.rule !== "clue-combination" || step.split.cases.length !== 1) return undefined;
    const only = step.split.cases[0]!;
    if (only.clash !== undefined) return undefined;
    if (only.split !== undefined) return [...only.steps, { ...step, split: only.split }];
    const trial = this.supposing();
    for (const line of only.steps) trial.apply(line);
    return step.conclusions.every((c) => trial.holds(c)) ? [...only.steps] : undefined;
  }

  /**
   * The case argument that was within a case left alone (see `flattened`), starting also from
   * what the lines before it concluded, as the reader now knows each value they are about.
   */
  private withLinesKnown(step: Step, lines: readonly Step[]): Step {
    const premises = [...step.premises];
    const have = new Set(premises.map((f) => JSON.stringify(f)));
    for (const line of lines)
      for (const c of line.conclusions) {
        const fact = this.knowledgeOf(c.entity);
        if (fact === undefined || have.has(JSON.stringify(fact))) continue;
        have.add(JSON.stringify(fact));
        premises.push(fact);
      }
    return { ...step, premises };
  }

  /** A line of an argument with its premises as the reader knows them there (see `restate`). */
  private withKnownPremises(step: Step): Step {
    // A single's premises are what leaves its value one house; the single itself says the placement.
    if (step.rule === "naked-single" || step.rule === "hidden-single") return step;
    // A value left one house is placed: a line that starts from it says so first (see `lines`).
    const premises = step.premises.map((fact) => {
      const known = this.known(fact);
      return known.kind === "among" && known.positions.length === 1 ? { kind: "at" as const, entity: known.entity, pos: known.positions[0]! } : known;
    });
    if (premises.every((fact, i) => fact === step.premises[i])) return step;
    for (const [i, fact] of premises.entries()) if (fact !== step.premises[i]) this.needs?.push(fact);
    return { ...step, premises };
  }

  /**
   * A clash that breaks a clue, named in the clue's own terms: when none of its facts is about a
   * value of the clue, what the reader's grid leaves those values at this point ("the person with
   * the birch tree is in house 2 or 5") joins them, so that the sentence says why the clue fails.
   */
  private inClueTerms(clash: Clash): { clash: Clash; singles: Step[] } {
    const none = { clash, singles: [] };
    if (clash.conflict.kind !== "clue" || clash.forced !== undefined) return none;
    const clue = this.puzzle.clues?.[clash.conflict.clue];
    if (clue === undefined || clue.type === "any_of") return none;
    const own = clueValues(clue, this.puzzle.attributes);
    if (own.length === 0 || clash.facts.some((f) => own.some((e) => sameEntity(e, f.entity)))) return none;
    const known: Fact[] = [];
    const singles: Step[] = [];
    for (const e of own) {
      const knowledge = this.knowledgeOf(e);
      if (knowledge === undefined) continue;
      const fact: Fact = knowledge.kind === "among" && knowledge.positions.length === 1 ? { kind: "at", entity: e, pos: knowledge.positions[0]! } : knowledge;
      this.needs?.push(fact);
      // A value the grid leaves one house is placed in a line of its own first, as everywhere.
      const single = fact.kind === "at" && !this.holds(fact) ? this.singleAt(fact) : undefined;
      if (single !== undefined) {
        this.needs?.push(...single.premises);
        singles.push(single);
        this.take(fact);
      }
      known.push(fact);
    }
    return known.length === 0 ? none : { clash: { ...clash, facts: [...clash.facts, ...known] }, singles };
  }

  /** How the lines of a proof or a case end: their clash, each value said once and in the broken clue's terms, after any placement that needs. */
  ending(lines: readonly Step[], clash: Clash): { subSteps: Step[]; clash: Clash } {
    const named = this.inClueTerms(this.unplaced(oneFactPerValue(clash, this.puzzle.size)));
    return { subSteps: [...lines, ...named.singles], clash: named.clash };
  }

  /**
   * A clash that leaves a value no house, with the value's last house said as the one house left
   * to it rather than as a placement the text never made: the clash is that the house is taken.
   */
  private unplaced(clash: Clash): Clash {
    if (clash.conflict.kind !== "no-position" || clash.facts.every((f) => f.kind !== "at" || this.holds(f))) return clash;
    const facts = clash.facts.map((f): Fact => (f.kind === "at" && !this.holds(f) ? { kind: "among", entity: f.entity, positions: [f.pos] } : f));
    return { ...clash, facts };
  }

  /** All the reader knows about a value's houses, as one fact; undefined when it may still be anywhere. */
  private knowledgeOf(entity: ValueRef): Fact | undefined {
    const id = this.ids.of(entity.attr, entity.value);
    if (id === undefined) return undefined;
    const a = this.ids.attributeOf(id);
    const v = this.ids.valueOf(id);
    const placed = this.stated[a]![v]!;
    if (placed !== 0 && (placed & (placed - 1)) === 0) return { kind: "at", entity, pos: 32 - Math.clz32(placed) };
    const mask = this.state.positions[a]![v]!;
    const left: number[] = [];
    for (let p = 1; p <= this.puzzle.size; p++) if ((mask & (1 << (p - 1))) !== 0) left.push(p);
    return left.length === this.puzzle.size || left.length === 0 ? undefined : { kind: "among", entity, positions: left };
  }

  private restateOne(step: Step): Step {
    let changed = false;
    const premises = step.premises.map((fact) => {
      const known = this.known(fact);
      if (known !== fact) changed = true;
      return known;
    });
    const conclusions = step.conclusions.filter((c) => !this.holds(c));
    const argued = this.argument(step);
    // The argument may have added premises after the step's own (what its lines start from): they stay.
    if (changed) premises.push(...argued.premises.slice(step.premises.length));
    if (conclusions.length === 0 || conclusions.length === step.conclusions.length) {
      if (!changed) return argued;
      return { ...argued, premises };
    }
    return { ...argued, premises: changed ? premises : argued.premises, conclusions };
  }

  /** A premise as the reader knows it (see `restate`): the fact itself unless the text has said more. */
  private known(fact: Fact): Fact {
    const id = this.ids.of(fact.entity.attr, fact.entity.value);
    if (id === undefined || fact.kind === "at") return fact;
    const a = this.ids.attributeOf(id);
    const v = this.ids.valueOf(id);
    const placed = this.stated[a]![v]!;
    if (placed !== 0 && (placed & (placed - 1)) === 0) return { kind: "at", entity: fact.entity, pos: 32 - Math.clz32(placed) };
    const plain = plainerFact(fact, this.puzzle.size);
    if (plain.kind !== "among") return fact;
    const mask = this.state.positions[a]![v]!;
    const left: number[] = [];
    for (let p = 1; p <= this.puzzle.size; p++) if ((mask & (1 << (p - 1))) !== 0) left.push(p);
    return left.length < plain.positions.length && left.length > 0 ? { kind: "among", entity: fact.entity, positions: left } : fact;
  }

  /** Whether a fact holds in the reader's grid (a placement only once it is stated). */
  holds(fact: Fact): boolean {
    const id = this.ids.of(fact.entity.attr, fact.entity.value);
    if (id === undefined) return false;
    const a = this.ids.attributeOf(id);
    const v = this.ids.valueOf(id);
    if (fact.kind === "at") return (this.stated[a]![v]! & (1 << (fact.pos - 1))) !== 0;
    const mask = this.state.positions[a]![v]!;
    const listed = fact.positions.reduce((m, p) => m | (1 << (p - 1)), 0);
    return fact.kind === "not_at" ? (mask & listed) === 0 : (mask & ~listed) === 0;
  }

  /** Whether a step tells the reader something not yet stated. */
  tells(step: Step): boolean {
    return step.conclusions.some((c) => !this.holds(c));
  }

  /** Records a placement as stated (its value and position are the puzzle's: `applyStep` checked them). */
  private markStated(fact: AtFact): void {
    const id = this.ids.of(fact.entity.attr, fact.entity.value)!;
    this.stated[this.ids.attributeOf(id)]![this.ids.valueOf(id)]! |= 1 << (fact.pos - 1);
  }

  /** A value left with one house that is not stated as placed there as a hidden single. */
  private impliedSingle(): Step | undefined {
    const { attributes } = this.puzzle;
    for (let a = 0; a < attributes.length; a++) {
      const attribute = attributes[a]!;
      const row = this.state.positions[a]!;
      for (let v = 0; v < row.length; v++) {
        const mask = row[v]!;
        if (mask === 0 || (mask & (mask - 1)) !== 0 || (this.stated[a]![v]! & mask) !== 0) continue;
        const pos = 32 - Math.clz32(mask);
        const value = attribute.values[v]!;
        const conclusion: AtFact = { kind: "at", entity: { attr: attribute.name, value }, pos };
        return { rule: "hidden-single", tier: 1, clues: [], premises: this.whyOnly(a, v, pos), conclusions: [conclusion] };
      }
    }
    return undefined;
  }

  /** Why value v of attribute a can only be at pos: the other houses, each taken by a stated value or ruled out. */
  private whyOnly(a: number, v: number, pos: number): Fact[] {
    const attribute = this.puzzle.attributes[a]!;
    const stated = this.stated[a]!;
    const premises: Fact[] = [];
    const ruledOut: number[] = [];
    for (let p = 1; p <= this.puzzle.size; p++) {
      if (p === pos) continue;
      const at = 1 << (p - 1);
      const taker = stated.findIndex((mask, k) => k !== v && (mask & at) !== 0);
      if (taker >= 0) premises.push({ kind: "at", entity: { attr: attribute.name, value: attribute.values[taker]! }, pos: p });
      else ruledOut.push(p);
    }
    if (ruledOut.length > 0) premises.push({ kind: "not_at", entity: { attr: attribute.name, value: attribute.values[v]! }, positions: ruledOut });
    return premises;
  }
}
