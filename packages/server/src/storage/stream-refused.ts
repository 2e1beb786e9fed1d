/** Why a private file's stream was refused while it was being written; nothing is left stored when this is thrown. */
export class StreamRefused extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_type') {
    super(reason);
    this.name = 'StreamRefused';
  }
}
