// The choices of a select over one of the schema's enums (as codegen hands them over):
// each value with its Italian label. A label map typed Record<Enum, string> fails the
// type check when the schema gains or loses a value.

export interface Choice<V extends string> {
  id: V;
  name: string;
}

/** The choices of a label map, in its order. */
export function choicesOf<V extends string>(labels: Record<V, string>): Choice<V>[] {
  return (Object.entries(labels) as [V, string][]).map(([id, name]) => ({ id, name }));
}

/** The choices of values that are their own labels (the news categories). */
export function valueChoices<V extends string>(values: Record<string, V>): Choice<V>[] {
  return Object.values(values).map((value) => ({ id: value, name: value }));
}
