import type { DownloadedFile, MyDataFormat, PrivacyPort } from '@publi/application';
import { privacyRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { requestApi } from './request-api.js';
import { requestDownload } from './request-download.js';

/** {@link PrivacyPort} over `GET /account/privacy/export` (the file as the server names it) and `DELETE /account/user`. */
export class AxiosPrivacyAdapter implements PrivacyPort {
  constructor(private readonly client: AxiosInstance) {}

  exportMyData(format: MyDataFormat): Promise<DownloadedFile> {
    return requestDownload(this.client, privacyRoutes.exportMyData, { query: { format } }, `publi-meus-dados.${format}`);
  }

  async deleteMyAccount(): Promise<void> {
    await requestApi(this.client, privacyRoutes.deleteMyAccount);
  }
}
