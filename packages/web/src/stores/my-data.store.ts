import type { DownloadedFile, DownloadMyDataUseCase, MyDataFormat } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * "Seus dados" on `/privacidade`: the download of everything the account owns. The file holds the
 * whole bank account, so the server asks for a recent sign-in; the download runs through
 * "Confirme que é você" and once more after it.
 */
@injectable()
export class MyDataStore {
  /** The format being downloaded, or null: both buttons wait while one runs. */
  downloading: MyDataFormat | null = null;
  /** The pt-BR reason the last download failed, or null. */
  error: string | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.DownloadMyData) private readonly useCase: Pick<DownloadMyDataUseCase, 'download'>,
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
  ) {
    makeAutoObservable<this, 'useCase' | 'recentSignIn'>(this, { useCase: false, recentSignIn: false }, { autoBind: true });
  }

  /** The file in `format`; null when it could not be made (the reason in `error`) or another download runs. */
  async download(format: MyDataFormat): Promise<DownloadedFile | null> {
    if (this.downloading !== null) return null;
    this.downloading = format;
    this.error = null;
    try {
      return await this.recentSignIn.guard(() => this.useCase.download(format));
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }
}
