/**
 * A tiny DOM builder. Strings become text nodes, so text that comes from a puzzle or a
 * vocabulary is always shown as text and never parsed as HTML (no innerHTML anywhere).
 */
export type Child = Node | string | number | null | undefined | false | readonly Child[];

export interface Props {
  readonly class?: string;
  readonly id?: string;
  readonly title?: string;
  readonly type?: string;
  readonly role?: string;
  readonly for?: string;
  readonly name?: string;
  readonly value?: string;
  readonly href?: string;
  readonly tabindex?: number;
  readonly disabled?: boolean;
  readonly hidden?: boolean;
  readonly dataset?: Readonly<Record<string, string>>;
  readonly aria?: Readonly<Record<string, string>>;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly on?: { readonly [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
}

/** Creates an element with properties and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props | null = null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props) {
    if (props.class) el.className = props.class;
    if (props.id) el.id = props.id;
    if (props.title) el.title = props.title;
    if (props.role) el.setAttribute("role", props.role);
    if (props.type) el.setAttribute("type", props.type);
    if (props.for) el.setAttribute("for", props.for);
    if (props.name) el.setAttribute("name", props.name);
    if (props.value !== undefined) (el as HTMLInputElement).value = props.value;
    if (props.href) el.setAttribute("href", props.href);
    if (props.tabindex !== undefined) el.tabIndex = props.tabindex;
    if (props.disabled) (el as HTMLButtonElement).disabled = true;
    if (props.hidden) el.hidden = true;
    if (props.dataset) for (const [k, v] of Object.entries(props.dataset)) el.dataset[k] = v;
    if (props.aria) for (const [k, v] of Object.entries(props.aria)) el.setAttribute(`aria-${k}`, v);
    if (props.attrs) for (const [k, v] of Object.entries(props.attrs)) el.setAttribute(k, v);
    if (props.on) {
      for (const [name, handler] of Object.entries(props.on)) el.addEventListener(name, handler as EventListener);
    }
  }
  append(el, children);
  return el;
}

/** Appends children (text for strings and numbers) to a node. */
function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else if (typeof child === "string" || typeof child === "number") parent.appendChild(document.createTextNode(String(child)));
    else parent.appendChild(child as Node);
  }
}

/** Replaces every child of a node. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** Looks up an element that the page must have. */
export function must<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`playground: missing element ${selector}`);
  return el;
}
