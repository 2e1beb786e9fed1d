import { describe, expect, it } from 'vitest';
import { withMarkedBody } from './marked-body.js';

describe('withMarkedBody', () => {
  it('marks a plain body with the path name, as the web app does (the root is landing)', () => {
    expect(withMarkedBody('<head></head><body><div id="root"></div></body>', '/')).toBe('<head></head><body class="landing"><div id="root"></div></body>');
    expect(withMarkedBody('<body>', '/Creator/ana')).toBe('<body class="creator">');
  });

  it('keeps the attributes and classes the body has', () => {
    expect(withMarkedBody('<body data-x="1">', '/busca')).toBe('<body class="busca" data-x="1">');
    expect(withMarkedBody('<body class="dark" id="b">', '/busca')).toBe('<body class="busca dark" id="b">');
  });

  it('writes an odd address as text inside the attribute', () => {
    expect(withMarkedBody('<body>', '/a%22%3E%3Cscript%3E')).toBe('<body class="a&quot;&gt;&lt;script&gt;">');
  });
});
