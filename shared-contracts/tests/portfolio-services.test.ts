import { describe, expect, it } from '@rstest/core';
import {
  serviceRequestSchema,
  serviceSchema,
  servicesSectionSchema,
  serviceUpdateSchema,
} from '../src/portfolio/section-schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const NOT_MY_UPLOAD = 'This image is not one of your uploads';
const serviceKey =
  'services/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg';

const design = { heading: 'Brand design', description: 'Logos, cards and letterheads.' };
const print = { heading: 'Printing', description: 'Offset and digital.' };
const web = { heading: 'Websites', description: 'One-page sites.' };
const photo = { heading: 'Photography', description: 'Portraits.' };

describe('serviceSchema', () => {
  it('accepts a heading and a description, trimmed, with no image', async () => {
    expect(
      await valueOf(serviceSchema, { heading: ' Brand design ', description: design.description }),
    ).toEqual({ ...design, image: null });
  });

  it('keeps the _id and an uploaded image', async () => {
    expect(
      await valueOf(serviceSchema, { _id: 's1', ...design, image: { key: serviceKey } }),
    ).toEqual({ _id: 's1', ...design, image: { key: serviceKey } });
  });

  it('requires the heading and the description', async () => {
    const required = { heading: 'Heading is required', description: 'Description is required' };
    expect(await errorsOf(serviceSchema, {})).toEqual(required);
    expect(await errorsOf(serviceSchema, { heading: '  ', description: '\t' })).toEqual(required);
  });

  it('accepts a description of 500 characters, and no more', async () => {
    expect(await valueOf(serviceSchema, { ...design, description: 'd'.repeat(500) })).toMatchObject(
      {
        description: 'd'.repeat(500),
      },
    );
    expect(await errorsOf(serviceSchema, { ...design, description: 'd'.repeat(501) })).toEqual({
      description: 'Must be at most 500 characters',
    });
  });

  it('refuses an image that is not an upload, and unknown fields', async () => {
    expect(
      await errorsOf(serviceSchema, { ...design, image: { key: 'https://evil.io/a.jpg' } }),
    ).toEqual({ 'image.key': NOT_MY_UPLOAD });
    expect(await errorsOf(serviceSchema, { ...design, price: 10 })).toEqual({
      '': 'Unknown field(s): price',
    });
  });
});

describe('serviceRequestSchema', () => {
  it('is a service without an _id', async () => {
    expect(await valueOf(serviceRequestSchema, design)).toEqual({ ...design, image: null });
    expect(await errorsOf(serviceRequestSchema, { _id: 's1', ...design })).toEqual({
      '': 'Unknown field(s): _id',
    });
  });
});

describe('servicesSectionSchema', () => {
  it('accepts a heading with one to three services', async () => {
    for (const services of [[design], [design, print], [design, print, web]]) {
      const value = await valueOf(servicesSectionSchema, {
        serviceHeading: 'My Services',
        services,
      });
      expect(value.serviceHeading).toBe('My Services');
      expect(value.services).toEqual(services.map((service) => ({ ...service, image: null })));
    }
  });

  it('requires the service heading and at least one service', async () => {
    const required = {
      serviceHeading: 'Service heading is required',
      services: 'Add at least one service with a heading and a description',
    };
    expect(await errorsOf(servicesSectionSchema, {})).toEqual(required);
    expect(await errorsOf(servicesSectionSchema, { serviceHeading: '  ', services: [] })).toEqual(
      required,
    );
  });

  it('allows up to 3 services', async () => {
    expect(
      await errorsOf(servicesSectionSchema, {
        serviceHeading: 'My Services',
        services: [design, print, web, photo],
      }),
    ).toEqual({ services: 'You can add up to 3 services' });
  });

  it('requires heading and description of every service', async () => {
    expect(
      await errorsOf(servicesSectionSchema, {
        serviceHeading: 'My Services',
        services: [design, { heading: '', description: '' }, { heading: 'Web', description: ' ' }],
      }),
    ).toEqual({
      'services[1].heading': 'Heading is required',
      'services[1].description': 'Description is required',
      'services[2].description': 'Description is required',
    });
  });
});

describe('serviceUpdateSchema', () => {
  it('trims a changed heading', async () => {
    expect(await valueOf(serviceUpdateSchema, { heading: ' Brand identity ' })).toMatchObject({
      heading: 'Brand identity',
    });
  });

  it('accepts a new image, or null to remove it', async () => {
    expect(await valueOf(serviceUpdateSchema, { image: { key: serviceKey } })).toEqual({
      image: { key: serviceKey },
    });
    expect(await valueOf(serviceUpdateSchema, { image: null })).toEqual({ image: null });
  });

  it('refuses a blank heading, a long description and a foreign image', async () => {
    expect(
      await errorsOf(serviceUpdateSchema, {
        heading: ' ',
        description: 'd'.repeat(501),
        image: { key: '../etc/passwd' },
      }),
    ).toEqual({
      heading: 'Heading is required',
      description: 'Must be at most 500 characters',
      'image.key': NOT_MY_UPLOAD,
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(serviceUpdateSchema, { heading: 'Web', _id: 's1' })).toEqual({
      '': 'Unknown field(s): _id',
    });
  });
});
