/**
 * `DOCPUB_MOCK_CONNECTION`, as a Jest worker reads it: malformed, it is refused at once with an error that names
 * the variable and quotes none of it (it holds the control token); `null`, an array or a connection missing its
 * URLs is refused there too, not left to fail later in some request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_VARIABLE, mockConnection } from '../../src/jest.js';

const TOKEN = 'ctl-Zq8vXw3Pk7Rm41Hd';
const saved = process.env[CONNECTION_VARIABLE];

afterEach(() => {
  if (saved === undefined) delete process.env[CONNECTION_VARIABLE];
  else process.env[CONNECTION_VARIABLE] = saved;
});

function refusal(text: string): string {
  process.env[CONNECTION_VARIABLE] = text;
  try {
    mockConnection();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted: ${text}`);
}

describe('DOCPUB_MOCK_CONNECTION', () => {
  it.each([
    `{"url":"http://127.0.0.1:4010/v1","controlUrl":"http://127.0.0.1:4010/__control","controlToken":"${TOKEN}"`,
    `{"url":"http://127.0.0.1:4010/v1","controlToken":${TOKEN}}`,
    `{'controlToken':'${TOKEN}'}`,
    `${TOKEN}`,
  ])('malformed (%#): refused naming the variable, quoting nothing of it', (text) => {
    const message = refusal(text);
    expect(message).toContain('DOCPUB_MOCK_CONNECTION: not valid JSON');
    for (let start = 0; start + 4 <= TOKEN.length; start++) expect(message).not.toContain(TOKEN.slice(start, start + 4));
  });

  it.each([
    ['null', /must be a JSON object with url and controlUrl, got null/],
    ['[]', /must be a JSON object with url and controlUrl, got an array/],
    ['"http://127.0.0.1:4010/v1"', /got string/],
    ['{}', /DOCPUB_MOCK_CONNECTION: url must be an absolute URL/],
    ['{"url":"http://127.0.0.1:4010/v1"}', /DOCPUB_MOCK_CONNECTION: controlUrl must be an absolute URL/],
    ['{"url":"/v1","controlUrl":"http://127.0.0.1:4010/__control"}', /url must be an absolute URL/],
    [`{"url":"http://h/v1","controlUrl":"http://h/__control","controlToken":["${TOKEN}"]}`, /controlToken must be a non-empty string when present, got an array/],
  ])('%s: refused at once, naming what is wrong', (text, message) => {
    const refused = refusal(text);
    expect(refused).toMatch(message);
    expect(refused).not.toContain(TOKEN);
  });

  it('reads a connection as the global set-up writes it', () => {
    const connection = { url: 'http://127.0.0.1:4010/v1', controlUrl: 'http://127.0.0.1:4010/__control', controlToken: TOKEN };
    process.env[CONNECTION_VARIABLE] = JSON.stringify(connection);
    expect(mockConnection()).toEqual(connection);
    process.env[CONNECTION_VARIABLE] = JSON.stringify({ url: connection.url, controlUrl: connection.controlUrl });
    expect(mockConnection()).toEqual({ url: connection.url, controlUrl: connection.controlUrl });
  });
});
