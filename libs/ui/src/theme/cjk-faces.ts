// The cut CJK faces' names, for the tool that cuts them (tools/fonts): the family they are
// declared under, the weights cut, and the sample character each locale loads.
export { CJK_UI_FAMILY, CJK_UI_WEIGHTS } from './cjk-ui-faces';
export { CJK_UI_SAMPLES } from './cjk-ui/samples';
