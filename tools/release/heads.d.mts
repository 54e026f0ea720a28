// Types of heads.mjs (plain ESM that runs on the server without TypeScript).
import type { HeadLanguage, HeadPage, HeadPlan } from '../seo/head-plan';

/** What the heads are rendered for: the canonical origin and whether search engines may index. */
export interface HeadOptions {
  origin: string;
  indexing: boolean;
}
export const HEADS_DIR: string;
export function escapeHtml(text: string): string;
export function pageUrl(origin: string, language: HeadLanguage, page: HeadPage): string;
export function headFile(language: HeadLanguage, page: HeadPage): string;
export function renderIndexRobots(html: string, indexing: boolean): string;
export function renderHead(indexHtml: string, plan: HeadPlan, page: HeadPage, language: HeadLanguage, options: HeadOptions): string;
export function renderSitemap(plan: HeadPlan, options: HeadOptions): string;
export function renderRobots(plan: HeadPlan, options: HeadOptions): string;
export function writeRendered(file: string, text: string): void;
export function writeHeads(staticDir: string, plan: HeadPlan, options: HeadOptions): number;
