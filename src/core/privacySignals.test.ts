import { isTrackingRefused } from './privacySignals';

describe('isTrackingRefused', () => {
  it.each<[string, (string | null | undefined)[], unknown, boolean]>([
    ['no signal', [null, undefined, undefined], undefined, false],
    ['DNT unspecified', ['unspecified'], false, false],
    ['DNT 0', ['0'], false, false],
    ['DNT 1', ['1'], undefined, true],
    ['old DNT yes', [undefined, 'yes'], undefined, true],
    ['old DNT in a later slot', [null, null, '1'], undefined, true],
    ['GPC on', [null], true, true],
    ['GPC off', [null], false, false],
    ['GPC as a string', [null], '1', true],
    ['GPC with a junk value', [null], 'maybe', false],
  ])('%s', (_name, doNotTrack, globalPrivacyControl, refused) => {
    expect(isTrackingRefused({ doNotTrack, globalPrivacyControl })).toBe(refused);
  });
});
