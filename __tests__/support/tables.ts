/**
 * Table-driven tests of the pure readers (the chat's parsers and classifiers): one test per
 * row, so a failure names the input it failed on.
 */

/**
 * One test per `[input, expected]` row, asserting `read(input)` equals `expected` (toEqual).
 * @param title - it.each's title, with %j / %s / %d for the row's values.
 */
export function itReads<I, O>(
  title: string,
  read: (input: I) => O,
  rows: readonly (readonly [I, NoInfer<O>])[],
): void {
  it.each(rows)(title, (input, expected) => {
    expect(read(input)).toEqual(expected);
  });
}

/**
 * One test per text, asserting `read(text)` is null: the messages a reader must leave alone.
 * @param title - it.each's title, with %j for the text.
 */
export function itFindsNone(
  title: string,
  read: (text: string) => unknown,
  texts: readonly string[],
): void {
  it.each(texts)(title, (text) => {
    expect(read(text)).toBeNull();
  });
}
