/**
 * The bytes of the demo world's files, so that its published pages show the logo and open the PDF they link
 * (a world file carries no bytes). They are shared by every world that names their blob ids (store/file-bytes.ts):
 * bytes are content-addressed, so a blob id names the same bytes wherever it appears.
 */
import { shareBlob } from '../store/file-bytes.js';

/** The demo logo: a 512 × 512 PNG of 4,096 bytes (a palette image padded with a text chunk to its recorded size). */
const LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAgAAAAIACAMAAADDpiTIAAAACVBMVEUAAAA0bdv///+MwQcNAAAAAXRSTlMAQObYZgAACKlJREFUeNrt3IG1JLcNRUGQ+QftCGR7tdPkA1FI4Dd566BbI1tVxhhjjDHGGGOMMcYYY4wxxhhjjDHdZ/3XcT8Do8MgPAjSY6A9BdpTID4E2lOgPgPiQ6A+A+ozoD4D6jOgPgPqMyA/AuozID8C6jMgPwLyIyA/AuozID8C8iMgPwLyI6A/AfIjID8C8iMgPwL6EyA/AvIjoD8B8iOgPwHyI6A/AbLPJqD5aAGCzyag9mgBUs8moPNsASqPFiDxbAL6zhag7mgB0s4moOtsAarOFqDpbAGKjhYg52wCWs4WoORsATrOFpB3q/sfh4CH++8/GgLeyb//YhDo3X//ZAjo2H//eAho1H9/NAQ06L8/HgKS++8jQ0Bk/310CMjqvy8MASn997UhIKD/vjoE3O2/A4aAa/13yBBwo/+OGgIO999xQ8DB/jtyCDjUf8cOAaPzHyIwG8COn9EA5D9BYGz/3WaGCpD/FIGB/Xe7GSdA/pME9CdgDIDdeOYAkP80Af0JeL//fmLeF9Ctf8rfe0VAl/wt/nRHAfn9uz5BDwDZ+Z95kFgBwf3ffJowAan9BzxShoDE/LH/VPIggLxrjv6X0s8JSLviA/+TvEXAl/1b/B90wp7yJQAt8qc9qP53/qMdBMRc6bo00wWE3Oe6OCGPPLn/ujxzBcif9OTtAbTNH/LwE/uvoJkn4Pr9rbCZJuDy5a3AuXyKSf1X6MwRoP9wATcvbUXPzdOM6L/iZ4AA/YcLuHZZq8lcO5X+BLQC8Gj+i0fTnwD9CegB4O3810745AJY63kBbVaA/umH1J+ABgBm5L9zUv0JSAcwqf+F0+pPwCMvgLWGCQh/Cejf5chP9F9PzQsC9O9z7v4LYK2hAnJXgP6djq4/AYkARvc/e/zOC2Ct2QIiV4D+3W4gEMAG4OAVWABWQMsFsBYBeStA/+ECjh18LQICAeg/XID+PQVYAFaABWAFtAGwFgGRAPQfLkD/vgIsACvAArACGgBYi4BQAPoPFwDAbAD6Dxdw4pRrEfAuAAvg8uVYAFZA9gJYi4DcFQDAbAD6DxcAAAD6txeQvAD0P3FJFoAVEApA/SPXZAFYARaAFXAcgAUQc1MWgBUAAABpbwDdz12WBWAFWABWAAAA5ADQ/Oh9WQBWgAVgBZwDYAGkXZkFYAUAAEDKG0Dt87cGAAAAAKA/AQAAcBmA0lcuDgAAvAG8AywAKwAAAD4F4A0QenchAFS+dXneAN4BAADgDeAdAAAAAADgE8BHgAVgBQAAAAAAAADAGQD6Xr1BC8AKAAAAAADwCeAjAAAAPgDgDZD9DgAAAAAA8AngIwAAAAAAAAAAfAP6CgQAgDMAlL1/jwAAAAAAAAAAAAAAAOB3IL8EAQCA34H8EuQTwEcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEHCgfy4AKyB+AQAAgI8AnwAAAAAAAAAAAAAAAADglyC/AwEAgF+C/A4EAAAAAADAbAC+Amd/AwIAAAAA+AiY+wkAAADeAY++AQAAAAAAfAT4BLACLAAAAAAAAAAA+DEAAoKvr6wACwAAAAAAwEeATwAAAPAO8AY4D4CAW3d3CoAV0P4NAAAA3gHPvQH+BIAVMHsBAACAd8DoNwAA0wEQMLw/AAAAAAAB7/QHAICkdwABp6+sygqwAIIAEHD4wsoKsACsAAsAAAAOASAg6rLKCrAArAALAAAAgt4BBJy6qSorwAIIBEDAoXsqK8ACsAIsgOMArICMSyorwAJIXQFb/+AFAMB0AAQM7w8AAAQ07/93AE6sgK1/7AKwAqYvgFpWQO8F8LcACBjeH4DpAAgY3v8MgK3/wwAIuHcnZQVYAFaABUCA/vkAtv7vAiDgymWUFWABWAEWAAH6dwGw9Y8EQMDw/rUI6Nb/twAOroCtf94CsAKmL4BaBDQ7f/VdAXt2/8gFcHYFbP3zABAwvH8tAhodvKr5CthD++cugNMrYOufBuC0gD0vf3b/WgQ0OXDVGytgD+sfvgAIGN+/FgENzloE6J8O4A/uZc/I/7tjFgH6NwAwQcCVI1a9twL28/3bLIBLK6AjgUvHKwL0J0D/HgD+7Jr2o/l/ea4iQP9WAP7wrvZ7+X96pCJA/9cF7KfyN+1fV+9sv5P/t0cpAvQfImA/kb9z/7p9d7t//h8foaYJ2M3zN++fIGB3zt++fyVc4m6b/9dPXv0FNCWQ8dRVcwXsfvkf6V8p17mb5f/989Z0AbtT/nf6Jwk4bSDpQeshAH9zsbtF/g+esp4S8FeXu9Prf/GAVQScM5D3cFUEnDKQ+GD1IIAf3PTv7zrwkTIAxAr44Y1nPU1Y/2gBP7j2mAeJ7f+RgN/d/L++/PtP0KP/RwB+ev9/GOHin+4I4CsBv+/wP3Kc/nuv9O8n4Oy83/87AUv+Fv0JmN7/QwFL/g79PwTQl8CXd1IE6D9IwJI/vv/HApb86f2/FrDkD+//uYAlf3b/7wUs+aP7fw8gncCBC6jpAtbo/OH9zwhYc/PH9z8kYA3N36D/KQFrYv4W/Y8JyDFw7MBVBOQRWPpfFHDbwMmTVhEQRmDpHyHgjoHDR6wiIMjA8eNVEZCC4MbJqgjIMHDnVFUEBCC4dqAqAm4juHmWKgJuKrh9iioCbilIeP7qPStl+pV/IX+SgP+DQt6zVhEweaoI0J8A/QnQHwH5CdCfAP0J0J8A/RGQnwD9CdAfAfkJ0J8A/RGQnwD9EZCfAP0RkJ8A/RGQnwD9EZCfAP0RkB8B+QnQHwH5EZAfAfkRkJ8A/RGQHwH5EZAfAfkZUB8B+RGQHwH5GVAfAfkZUB8B+RlQnwH1GVCfAfUZUJ8B9SEQnwH1Jytw34MRuOe5CtzuXAXudCwD9zgUgnsbiMH9GGOMMcYYY4wxxhhjjDHGGGOMMab9/AeeRzyCxbwmogAABvB0RVh0Q29tbWVudAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgihX+KgAAAABJRU5ErkJggg==';

/** Git blob ids of the demo files (`git hash-object` of their bytes), as demo-world.yaml records them. */
export const DEMO_LOGO_OID = '69fdc9ae6fee9078ae729dd203f8fa4b0d922867';
export const DEMO_GUIDE_OID = '2f0757ec82ff40dd6f1ac2ba298ed46af79f0553';

/** The size demo-world.yaml records for the API guide: 1 MiB. */
const GUIDE_SIZE = 1024 * 1024;

function bytesOfBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * The demo API guide: a one-page PDF whose header comment pads it to its recorded size, with the cross-reference
 * offsets counted after the padding.
 */
export function demoGuidePdf(): Uint8Array {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n',
    '4 0 obj\n<< /Length 45 >>\nstream\nBT /F1 24 Tf 72 760 Td (Acme API guide) Tj ET\nendstream\nendobj\n',
    '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n',
  ];
  const header = '%PDF-1.4\n';
  const trailerOf = (xrefAt: number, offsets: number[]) =>
    `xref\n0 6\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const bodyLength = objects.reduce((sum, object) => sum + object.length, 0);
  // The trailer's length does not depend on the offsets' values (fixed widths) but on startxref's digits: 7 for 1 MiB.
  const trailerLength = trailerOf(1_000_000, [0, 0, 0, 0, 0]).length;
  const padding = GUIDE_SIZE - header.length - bodyLength - trailerLength - 2; // '%' and '\n' around the padding
  const start = header.length + padding + 2;
  const offsets: number[] = [];
  let at = start;
  for (const object of objects) {
    offsets.push(at);
    at += object.length;
  }
  const text = `${header}%${' '.repeat(padding)}\n${objects.join('')}${trailerOf(at, offsets)}`;
  return new TextEncoder().encode(text);
}

/** Makes the demo files' bytes readable in every world (called wherever a demo world is made; idempotent). */
export function shareDemoFiles(): void {
  shareBlob(DEMO_LOGO_OID, () => bytesOfBase64(LOGO_PNG_BASE64));
  shareBlob(DEMO_GUIDE_OID, demoGuidePdf);
}
