/** A stand-in for the Font Loading API's FontFace and document.fonts, for jsdom tests. */
export interface FakeFontFaces {
  /** Every face made, in order. */
  created: FakeFace[];
  /** Faces added to the fake document.fonts, in order. */
  added: FakeFace[];
  /** Resolves (or, for a face `fails` picks, rejects) every load asked for so far. */
  settle(): Promise<void>;
  /** Removes the globals. */
  restore(): void;
}

interface FakeFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  loadCalls: number;
}

/** Installs a fake FontFace and document.fonts; `fails` picks the faces whose load rejects. */
export function installFakeFontFaces(fails: (face: FakeFace) => boolean = () => false): FakeFontFaces {
  const created: FakeFace[] = [];
  const added: FakeFace[] = [];
  const pending: Array<() => void> = [];
  class Face implements FakeFace {
    loadCalls = 0;
    constructor(
      public family: string,
      public source: string,
      public descriptors: FontFaceDescriptors = {},
    ) {
      created.push(this);
    }
    load(): Promise<this> {
      this.loadCalls += 1;
      return new Promise((resolve, reject) => {
        pending.push(() => (fails(this) ? reject(new Error('network')) : resolve(this)));
      });
    }
  }
  (globalThis as { FontFace?: unknown }).FontFace = Face;
  Object.defineProperty(document, 'fonts', { value: { add: (face: FakeFace) => added.push(face) }, configurable: true });
  return {
    created,
    added,
    async settle() {
      for (const run of pending.splice(0)) run();
      // Each load's result passes a few promise steps before the faces are added.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    },
    restore() {
      delete (globalThis as { FontFace?: unknown }).FontFace;
      delete (document as { fonts?: unknown }).fonts;
    },
  };
}
