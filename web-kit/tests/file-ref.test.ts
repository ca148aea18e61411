import { describe, expect, it } from '@rstest/core';
import type { UploadedFile } from 'shared-contracts';
import { fileRef } from '../src/form/file-ref';

describe('fileRef', () => {
  it('keeps only the key and the name of an image', () => {
    const uploaded: UploadedFile = {
      key: 'u1/abc.jpg',
      name: 'me.jpg',
      contentType: 'image/jpeg',
      size: 1234,
      width: 800,
      height: 800,
    };
    expect(fileRef(uploaded)).toEqual({ key: 'u1/abc.jpg', name: 'me.jpg' });
  });

  it('leaves out a missing or empty name', () => {
    expect(fileRef({ key: 'u1/abc.jpg' })).toEqual({ key: 'u1/abc.jpg' });
    expect(fileRef({ key: 'u1/abc.jpg', name: '' })).toEqual({ key: 'u1/abc.jpg' });
    expect(Object.keys(fileRef({ key: 'k', name: '' })!)).toEqual(['key']);
  });

  it('is null for no image, or one without a key', () => {
    expect(fileRef(null)).toBeNull();
    expect(fileRef(undefined)).toBeNull();
    expect(fileRef({ key: '' })).toBeNull();
  });
});
