import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize.ts';

describe('sanitizeMessageHtml', () => {
  it('turns emoji images into their alt text', () => {
    expect(sanitizeMessageHtml('Hi <img class="emoji" src="x.png" alt="😀"> there')).toBe('Hi 😀 there');
    expect(sanitizeMessageHtml("<img alt='👍'/>")).toBe('👍');
    expect(sanitizeMessageHtml('a<img src="no-alt.png">b')).toBe('ab');
  });

  it('turns nbsp into a plain space', () => {
    expect(sanitizeMessageHtml('a&nbsp;&nbsp;b')).toBe('a  b');
    expect(sanitizeMessageHtml('a\u00a0b')).toBe('a b');
  });

  it('turns <br> and block starts into newlines without doubling empty lines', () => {
    expect(sanitizeMessageHtml('one<br>two<br/>three')).toBe('one\ntwo\nthree');
    expect(sanitizeMessageHtml('one<div>two</div><div>three</div>')).toBe('one\ntwo\nthree');
    expect(sanitizeMessageHtml('one<div><br></div><div>three</div>')).toBe('one\n\nthree');
    expect(sanitizeMessageHtml('<p>one</p><p>two</p>')).toBe('one\ntwo');
  });

  it('drops every other tag but keeps the text, and decodes entities after stripping', () => {
    expect(sanitizeMessageHtml('<b>bold</b> <span style="color:red">red</span>')).toBe('bold red');
    expect(sanitizeMessageHtml('<script>x</script>ok')).toBe('xok');
    expect(sanitizeMessageHtml('1 &lt; 2 &amp;&amp; 3 &gt; 2 &#39;q&#x27;')).toBe("1 < 2 && 3 > 2 'q'");
    expect(sanitizeMessageHtml('&lt;b&gt;not a tag&lt;/b&gt;')).toBe('<b>not a tag</b>');
    expect(sanitizeMessageHtml('a<!-- note -->b')).toBe('ab');
  });

  it('trims, and leaves nothing to send for whitespace, breaks and empty blocks', () => {
    expect(sanitizeMessageHtml('  <br>hello<br><br> ')).toBe('hello');
    expect(sanitizeMessageHtml('')).toBe('');
    expect(sanitizeMessageHtml('&nbsp;<br><div><br></div>')).toBe('');
  });
});
