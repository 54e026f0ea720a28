// The router renders this for every unknown route; the page itself lives with the widgets.
export { NotFoundPage } from './not-found/not-found-page';
