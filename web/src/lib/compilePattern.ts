/**
 * The answer pattern of a question as the engine applies it (engine/src/fix/questions.ts `answerProblem`:
 * `new RegExp(pattern).test(value)`, the anchors being the pattern's own), or null if it cannot compile. The
 * page must refuse exactly what the engine would refuse: a stricter check dead-ends answers the engine takes.
 */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}
