import type { ConfigEnv } from 'vite';
import config from './vite.config';

/** The web tests of the Arabic build (project web-ar): the shop's config in `--mode ar`. */
export default (env: ConfigEnv) => config({ ...env, mode: 'ar' });
