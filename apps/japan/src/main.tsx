import { startSite } from '@exchange/shell';
import { app } from './app';

startSite(app);
