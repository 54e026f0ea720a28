// The cut CJK faces' names, for the tool that cuts them (tools/fonts): the family they are
// declared under, the weights cut, and the sample character each locale loads.
/** @internal The cutting tool's door: no product code imports it (the ui reads these names inside the lib). */
export { CJK_UI_FAMILY, CJK_UI_WEIGHTS } from './cjk-ui-faces';
/** @internal For the font cutter too (tools/fonts). */
export { CJK_UI_SAMPLES } from './cjk-ui/samples';
