// The regex linter of `npm run lint:regex` (run by `npm test`): two rules that refuse a pattern that can take
// super-linear time on a crafted input, over the packages' sources. The reference server has one thread, and
// a request must never hold it (docs/reference-server-limits.md, "Linear work"). An exemption is an
// `eslint-disable-next-line` comment that names the bound on the input it is matched against.
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  // Written by `npm run generate` from the contract, whose patterns are linted where they are written.
  { ignores: ['packages/*/src/generated/**'] },
  {
    files: ['packages/*/src/**/*.ts'],
    languageOptions: { parser: tsParser },
    // Directives for other linters' rules (no-control-regex…) are left alone: this one runs two rules only.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { regexp },
    rules: {
      // `potential`: also the patterns whose slow case needs a particular input, not only the certain ones.
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      // Patterns used with the sticky flag or as part of another are checked too: none is exempt by its use.
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
];
