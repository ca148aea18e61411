import { existsSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import {
  OCR_CORE_FILES,
  OCR_LANGUAGE_FILE,
  OCR_WORKER_FILE,
  ocrAssetUrls,
  overallProgress,
} from '../src/features/contacts/scan';

/** The OCR's files come from the remote's own release, never from a CDN. */
describe("the business-card scanner's files", () => {
  it("are fetched from the remote's own folder, on the page's origin", () => {
    const urls = ocrAssetUrls(
      'https://tapfolio.in/remotes/portfolio/1.4.0/',
      'https://tapfolio.in',
    );
    expect(urls).toEqual({
      workerPath: 'https://tapfolio.in/remotes/portfolio/1.4.0/ocr/worker.min.js',
      corePath: 'https://tapfolio.in/remotes/portfolio/1.4.0/ocr/core',
      langPath: 'https://tapfolio.in/remotes/portfolio/1.4.0/ocr/lang',
      workerBlobURL: false,
    });
    for (const url of [urls.workerPath, urls.corePath, urls.langPath]) {
      expect(new URL(url).origin).toBe('https://tapfolio.in');
    }
  });

  it('follow the public path the page loaded the remote from', () => {
    expect(ocrAssetUrls().workerPath).toBe(new URL('/ocr/worker.min.js', location.href).href);
  });

  it('start the worker from a blob only when the remote is served from another origin (its dev server)', () => {
    expect(ocrAssetUrls('http://localhost:3002/', 'http://localhost:8180').workerBlobURL).toBe(
      true,
    );
  });

  it('are the files the build copies from tesseract.js, its core and the English data', () => {
    const packageFile = (path: string) => new URL(`../../node_modules/${path}`, import.meta.url);
    expect(existsSync(packageFile(`tesseract.js/dist/${OCR_WORKER_FILE}`))).toBe(true);
    for (const core of OCR_CORE_FILES) {
      expect(existsSync(packageFile(`tesseract.js-core/${core}`))).toBe(true);
    }
    expect(
      existsSync(packageFile(`@tesseract.js-data/eng/4.0.0_best_int/${OCR_LANGUAGE_FILE}`)),
    ).toBe(true);
  });

  it("say one progress from 0 to 1 over the first scan's stages", () => {
    expect(overallProgress('loading tesseract core', 0)).toBe(0);
    expect(overallProgress('recognizing text', 0.5)).toBeCloseTo(0.7);
    expect(overallProgress('recognizing text', 1)).toBe(1);
    expect(overallProgress('something else', 1)).toBeNull();
  });
});
