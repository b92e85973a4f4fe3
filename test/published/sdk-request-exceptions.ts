/**
 * Where a request the SDK sends may differ from the published request schema, and why; and request bodies the
 * generator cannot build from the contract's schema alone (an "exactly one of" rule), written out by hand.
 */

/** An excused difference: problems matching `matches` are allowed for that operation, for `reason`. */
export interface RequestException {
  matches: RegExp;
  reason: string;
}

const TRANSLATION_SETTINGS =
  'The API reference defines translation settings created and replaced with a body of `title` (req); the ' +
  'published service translates content instead (`source`, `language`, `instructions`). The explicit reference wins.';

export const REQUEST_EXCEPTIONS: Readonly<Record<string, RequestException>> = {
  createSite: {
    matches: /^body \/spaces must be array$/,
    reason:
      "The API reference gives a new site's `spaces` as one of: a list of space ids, or a request to create a new " +
      'space for the site; the published document lists only the first. DocPub takes both (docs/behaviour.md, ' +
      '"A site with a new space").',
  },
  updateSiteCustomization: {
    matches: /^body \/(styling|header|ai)? ?must have required property '\w+'$/,
    reason:
      "The published service's PUT of a site's customization requires every setting; DocPub gives the settings a " +
      'body leaves out their default, so a client sends only what it changes. docs/operations-beyond-the-reference.md.',
  },
  createTranslation: { matches: /^body \/ must have required property '(language|source)'$/, reason: TRANSLATION_SETTINGS },
  updateTranslation: { matches: /^body \/ must have required property 'instructions'$/, reason: TRANSLATION_SETTINGS },
  listSpaceIntegrations: {
    matches: /^query (page|limit): not a published parameter$/,
    reason:
      'The API reference gives every list operation `page` and `limit`; the published document lists only ' +
      '`search` for the integrations installed on a space. DocPub keeps paging the list.',
  },
  publishIntegration: {
    matches: /^body \/scopes\/\d+ must be equal to one of the allowed values$/,
    reason:
      'The API reference names `space:views:read` as an integration scope; the published service does not ' +
      'list it. DocPub accepts the scope the reference names, and every scope the published service lists.',
  },
};

/**
 * Published request fields of features DocPub does not model, whose inner shape DocPub does not check: it
 * accepts each as a JSON object (a list of them for `links` and `socialAccounts`) and keeps nothing of it
 * (`published-request-fields.ts` in the contract). A generated object therefore lacks what the published
 * schema requires inside it; only those inner rules are excused, on any operation.
 */
export const UNCHECKED_INNER_SHAPES: RequestException = {
  matches:
    /^body \/(template|computedSource|mergeRules|description|instructions|pageActions|links\/\d+|socialAccounts\/\d+)( must|\/)/,
  reason:
    'Accepted so that a client written for the published service is never refused, not kept, so not checked ' +
    'beyond being an object: docs/published-service.md, "Published request fields DocPub accepts and does not keep".',
};

/** Bodies written by hand, for operations whose body has an "exactly one of" rule. */
export const EXTRA_REQUEST_BODIES: Readonly<Record<string, ReadonlyArray<Record<string, unknown>>>> = {
  createOpenApiSpec: [
    { slug: 'petstore', source: { url: 'https://docs.example.com/petstore.yaml' } },
    { slug: 'petstore', source: { text: 'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n' } },
  ],
  upsertOpenApiSpec: [
    { source: { url: 'https://docs.example.com/petstore.yaml' } },
    { source: { text: 'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n' } },
  ],
};
