import { describe, expect, it } from 'vitest';
import { activityLogLabels } from '../resources';
import { describeRecord } from './ActivityLogList';

describe('describeRecord', () => {
  it('names a record by what it was called when it was written, deleted ones too', () => {
    expect(
      describeRecord(
        {
          id: 1,
          resource: 'News',
          recordId: '4',
          recordLabel: 'Raccolta alimentare',
          action: 'delete',
        },
        activityLogLabels,
      ),
    ).toBe('Notizia «Raccolta alimentare» (n. 4)');
  });

  it('falls back to the kind and the id for entries written before labels were kept', () => {
    expect(
      describeRecord(
        { id: 2, resource: 'Stat', recordId: '7', recordLabel: null },
        activityLogLabels,
      ),
    ).toBe('Statistica n. 7');
    expect(
      describeRecord({ id: 3, resource: 'HeroSlide', recordId: null }, activityLogLabels),
    ).toBe('Slide');
  });
});
