import type { UploadFile, UploadProgress } from '../model/upload.model.js';
import type { User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { UploadPort } from '../ports/upload.port.js';

/** The profile section's picture: uploaded as a profile image (5 MB, JPEG/PNG/WebP), then saved. Throws. */
export class ChangeProfilePictureUseCase {
  /** @param uploads - the upload port. @param accounts - the account port. */
  constructor(private readonly uploads: UploadPort, private readonly accounts: AccountPort) {}

  /**
   * Uploads `file` and makes it the picture of the account (or of creator `creatorId`, for its
   * agent); `onProgress` hears the upload's percent.
   */
  async execute(file: UploadFile, creatorId?: number, onProgress?: UploadProgress): Promise<User> {
    const { url } = await this.uploads.upload(file, 'profile', onProgress);
    return this.accounts.updateProfile({ image: url }, creatorId);
  }
}
