import { creatorProfilePortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import { useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);
const profiles = new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read));

// The profile's scenarios are the port suite's, which the in-memory adapter passes too.
creatorProfilePortSuite(() => ({ ...livePeople(api), profiles }));
