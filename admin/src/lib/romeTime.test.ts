// Rome's wall clock in and out of the date pickers, whatever the process's time zone.
import { describe, expect, it } from 'vitest';
import {
  dayToPickerValue,
  instantToPickerValue,
  pickerValueToDay,
  pickerValueToInstant,
} from './romeTime';

describe('romeTime', () => {
  it('keeps calendar days as they are', () => {
    const date = dayToPickerValue('2026-03-09');
    expect(date?.getDate()).toBe(9);
    expect(pickerValueToDay(date as Date)).toBe('2026-03-09');
    expect(dayToPickerValue('09/03/2026')).toBeNull();
  });

  it('shows an instant at Rome time, winter and summer, and reads it back', () => {
    const winter = instantToPickerValue('2026-01-15T08:30:00.000Z') as Date;
    expect([winter.getHours(), winter.getMinutes()]).toEqual([9, 30]);
    expect(pickerValueToInstant(winter)).toBe('2026-01-15T08:30:00.000Z');
    const summer = instantToPickerValue('2026-07-01T22:15:00.000Z') as Date;
    expect([summer.getDate(), summer.getHours(), summer.getMinutes()]).toEqual([2, 0, 15]);
    expect(pickerValueToInstant(summer)).toBe('2026-07-01T22:15:00.000Z');
    expect(pickerValueToInstant(new Date(2026, 2, 29, 12, 0))).toBe('2026-03-29T10:00:00.000Z');
  });
});
