import { describe, expect, it } from '@rstest/core';
import { correctState } from '../src/modules/pincode/state-corrections.js';

describe('correctState', () => {
  it('moves Telangana districts filed under Andhra Pradesh to Telangana', () => {
    for (const state of ['Andhra Pradesh', 'ANDHRA PRADESH', 'andhra pradesh']) {
      for (const district of [
        'Hyderabad',
        'K.V.Rangareddy',
        'Karim Nagar',
        'Mahabub Nagar',
        'Warangal',
        'Adilabad',
        'Khammam',
        'Medak',
        'Nalgonda',
        'Nizamabad',
      ]) {
        expect(correctState(district, state)).toBe('Telangana');
      }
    }
  });

  it('matches district names regardless of case, spaces and dots', () => {
    expect(correctState('HYDERABAD', 'Andhra Pradesh')).toBe('Telangana');
    expect(correctState('K.V. Rangareddy', 'Andhra Pradesh')).toBe('Telangana');
    expect(correctState('Karimnagar', 'Andhra Pradesh')).toBe('Telangana');
  });

  it('keeps Andhra Pradesh districts in Andhra Pradesh, as spelled', () => {
    for (const district of ['Guntur', 'Krishna', 'Visakhapatnam', 'Chittoor', 'East Godavari']) {
      expect(correctState(district, 'Andhra Pradesh')).toBe('Andhra Pradesh');
      expect(correctState(district, 'ANDHRA PRADESH')).toBe('ANDHRA PRADESH');
    }
  });

  it('moves Leh and Kargil from Jammu & Kashmir to Ladakh', () => {
    for (const state of ['Jammu & Kashmir', 'JAMMU & KASHMIR', 'Jammukashmir']) {
      expect(correctState('Leh', state)).toBe('Ladakh');
      expect(correctState('Kargil', state)).toBe('Ladakh');
    }
    expect(correctState('Srinagar', 'Jammu & Kashmir')).toBe('Jammu & Kashmir');
    expect(correctState('Jammu', 'Jammu & Kashmir')).toBe('Jammu & Kashmir');
  });

  it('respells Chattisgarh', () => {
    expect(correctState('Raipur', 'Chattisgarh')).toBe('Chhattisgarh');
    expect(correctState('Raipur', 'CHATTISGARH')).toBe('Chhattisgarh');
    expect(correctState('Raipur', 'Chhattisgarh')).toBe('Chhattisgarh');
  });

  it('leaves other states as they are', () => {
    expect(correctState('Bangalore', 'Karnataka')).toBe('Karnataka');
    expect(correctState('Hyderabad', 'Telangana')).toBe('Telangana');
    expect(correctState('Leh', 'Ladakh')).toBe('Ladakh');
    expect(correctState('Mumbai', 'Maharashtra')).toBe('Maharashtra');
    // A Telangana district name in another state is not moved.
    expect(correctState('Warangal', 'Karnataka')).toBe('Karnataka');
    expect(correctState('Leh', 'Himachal Pradesh')).toBe('Himachal Pradesh');
    expect(correctState('', '')).toBe('');
  });
});
