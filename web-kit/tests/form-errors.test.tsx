import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFormik, type FormikProps } from 'formik';
import { fieldError } from '../src/form/field-error';
import { applyServerErrors, under } from '../src/form/server-errors';
import type { HostError } from '../src/host/request';

/** A form as fieldError reads it: only its errors and touched fields. */
const formWith = (errors: object, touched: object) =>
  ({ errors, touched }) as unknown as FormikProps<unknown>;

/** A failed call as the host answers it, with the API's per-field messages. */
const refused = (fields: Record<string, string>): HostError => ({
  status: 400,
  data: { success: false, message: 'Invalid request', code: 'VALIDATION', fields },
});

const helpers = () => ({ setErrors: rs.fn(), setTouched: rs.fn() });

describe('fieldError', () => {
  it('stays quiet until the field is touched, then gives its message', () => {
    expect(fieldError(formWith({ email: 'Email is required' }, {}), 'email')).toBeUndefined();
    expect(fieldError(formWith({ email: 'Email is required' }, { email: false }), 'email')).toBe(
      undefined,
    );
    expect(fieldError(formWith({ email: 'Email is required' }, { email: true }), 'email')).toBe(
      'Email is required',
    );
  });

  it('gives nothing for a touched field without a message', () => {
    expect(fieldError(formWith({}, { email: true }), 'email')).toBeUndefined();
  });

  it('reads nested and listed fields by Formik path', () => {
    const form = formWith(
      { services: [undefined, { heading: 'Heading is required' }], address: { pincode: 'Bad' } },
      { services: [undefined, { heading: true }], address: { pincode: true } },
    );
    expect(fieldError(form, 'services.1.heading')).toBe('Heading is required');
    expect(fieldError(form, 'address.pincode')).toBe('Bad');
    expect(fieldError(form, 'services.0.heading')).toBeUndefined();
  });

  it('leaves a group of messages (an object or a list) to the fields inside it', () => {
    const form = formWith(
      { customerPhoto: { image: 'Upload one' }, links: ['Bad link'] },
      { customerPhoto: true, links: true },
    );
    expect(fieldError(form, 'customerPhoto')).toBeUndefined();
    expect(fieldError(form, 'links')).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  it("puts the server's messages on the fields of the same name, touched without validating", () => {
    const form = helpers();
    const applied = applyServerErrors(
      refused({ email: 'Email already registered', name: 'Too short' }),
      form,
    );
    expect(applied).toBe(true);
    expect(form.setErrors).toHaveBeenCalledWith({
      email: 'Email already registered',
      name: 'Too short',
    });
    expect(form.setTouched).toHaveBeenCalledWith({ email: true, name: true }, false);
  });

  it('does nothing for a failure without field messages (a toast tells it)', () => {
    for (const error of [
      refused({}),
      { status: 0, data: { success: false, message: 'offline', code: 'NETWORK' } },
      new Error('boom'),
      undefined,
    ]) {
      const form = helpers();
      expect(applyServerErrors(error, form)).toBe(false);
      expect(form.setErrors).not.toHaveBeenCalled();
      expect(form.setTouched).not.toHaveBeenCalled();
    }
  });

  it('maps request paths onto the form: a section prefix off, list indexes as path steps', () => {
    const form = helpers();
    applyServerErrors(
      refused({
        'personalInfo.phoneNumber': 'Invalid phone number',
        'personalInfo.links[1].url': 'Bad link',
        'workInfo.companyName': 'Not on this form',
      }),
      form,
      under('personalInfo'),
    );
    expect(form.setErrors).toHaveBeenCalledWith({
      phoneNumber: 'Invalid phone number',
      links: [undefined, { url: 'Bad link' }],
    });
    expect(form.setTouched).toHaveBeenCalledWith(
      { phoneNumber: true, links: [undefined, { url: true }] },
      false,
    );
  });

  it('answers false when no message names a field of this form', () => {
    const form = helpers();
    expect(applyServerErrors(refused({ 'workInfo.x': 'No' }), form, under('personalInfo'))).toBe(
      false,
    );
    expect(form.setErrors).not.toHaveBeenCalled();
  });

  it('lets a form choose its own field for a path', () => {
    const form = helpers();
    applyServerErrors(
      refused({ 'socialMedia.0.link': 'Enter a valid link', 'socialMedia.3.link': 'Gone' }),
      form,
      (path) => (path === 'socialMedia.0.link' ? 'instagram' : undefined),
    );
    expect(form.setErrors).toHaveBeenCalledWith({ instagram: 'Enter a valid link' });
    expect(form.setTouched).toHaveBeenCalledWith({ instagram: true }, false);
  });
});

describe('under', () => {
  it('keeps only the paths inside the section, without its name', () => {
    const inside = under('addressInfo');
    expect(inside('addressInfo.pincode')).toBe('pincode');
    expect(inside('addressInfo.place.district')).toBe('place.district');
    expect(inside('addressInfoExtra.pincode')).toBeUndefined();
    expect(inside('addressInfo')).toBeUndefined();
    expect(inside('personalInfo.name')).toBeUndefined();
  });
});

describe('a Formik form with both', () => {
  function Form({ onSubmit }: { onSubmit: () => Promise<HostError> }) {
    const form = useFormik({
      initialValues: { email: '', name: '' },
      onSubmit: async (_values, formHelpers) => {
        applyServerErrors(await onSubmit(), formHelpers);
      },
    });
    return (
      <form onSubmit={form.handleSubmit} noValidate>
        <input aria-label="Email" {...form.getFieldProps('email')} />
        <p>{fieldError(form, 'email') ?? 'no email error'}</p>
        <p>{fieldError(form, 'name') ?? 'no name error'}</p>
        <button type="submit">Save</button>
      </form>
    );
  }

  it("shows the server's message under its field once the answer comes", async () => {
    render(<Form onSubmit={async () => refused({ email: 'Email already registered' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByText('no name error')).toBeInTheDocument();
  });
});
