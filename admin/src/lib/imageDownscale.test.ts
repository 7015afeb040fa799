import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../config';
import { downscaledSize, fitImageForUpload } from './imageDownscale';

describe('downscaledSize', () => {
  it('brings the longer side to 1600 px, keeping the proportions', () => {
    expect(downscaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a picture already small enough as it is', () => {
    expect(downscaledSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});

describe('fitImageForUpload', () => {
  it('sends a file within the limit as it is, and a GIF over it too (its animation kept)', async () => {
    const small = new File([new Uint8Array(10)], 'foto.jpg', { type: 'image/jpeg' });
    expect(await fitImageForUpload(small)).toBe(small);
    const gif = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'animata.gif', {
      type: 'image/gif',
    });
    expect(await fitImageForUpload(gif)).toBe(gif);
  });
});
