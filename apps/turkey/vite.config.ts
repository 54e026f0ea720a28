import { createAppViteConfig } from '../../tools/vite/app-vite-config';

export default createAppViteConfig('turkey');
