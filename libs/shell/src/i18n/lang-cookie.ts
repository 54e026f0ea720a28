/** Cookie the header language switcher writes (the same one the boot decision and ShellRoot read, and ShellRoot resets). */
export const LANG_COOKIE = 'lang';
