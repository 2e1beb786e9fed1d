import { emailPortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { AxiosEmailAdapter } from './axios-email.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);

// The e-mail scenarios are the port suite's, which the in-memory adapter passes too.
emailPortSuite(() => ({ ...livePeople(api), email: new AxiosEmailAdapter(api.client) }));
