import type { RenderedValue } from '../types.ts';

/** Hands out a group's values by term for their places on the page and keeps the rest, so none is lost or doubled. */
export class ValuePicker {
  private readonly left: RenderedValue[];

  constructor(values: readonly RenderedValue[]) {
    this.left = [...values];
  }

  /** The values of these terms, in document order, removed from what is left. */
  take(...bts: string[]): RenderedValue[] {
    const taken = this.left.filter((v) => v.bt !== null && bts.includes(v.bt));
    for (const v of taken) this.left.splice(this.left.indexOf(v), 1);
    return taken;
  }

  /** The first value of this term, removed from what is left. */
  one(bt: string): RenderedValue | undefined {
    const i = this.left.findIndex((v) => v.bt === bt);
    return i < 0 ? undefined : this.left.splice(i, 1)[0];
  }

  /** Values not yet placed. */
  rest(): RenderedValue[] {
    return this.left.splice(0);
  }
}
