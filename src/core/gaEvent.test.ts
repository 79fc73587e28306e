import { gaClickEvent, type GaEventAttributes } from './gaEvent';

const none: GaEventAttributes = { category: null, action: null, label: null, split: null };
const always = () => 0;
const never = () => 0.999_999;

describe('gaClickEvent', () => {
  it('names the event after the category, with action and label', () => {
    expect(
      gaClickEvent({ ...none, category: 'ad', action: 'click', label: 'carbon' }, never),
    ).toEqual({ category: 'ad', params: { eventAction: 'click', eventLabel: 'carbon' } });
  });

  it('leaves out a missing or blank action and label', () => {
    expect(gaClickEvent({ ...none, category: 'nav', action: ' ' }, always)).toEqual({
      category: 'nav',
      params: {},
    });
  });

  it('sends nothing without a category', () => {
    expect(gaClickEvent({ ...none, action: 'click' }, always)).toBeNull();
    expect(gaClickEvent({ ...none, category: '' }, always)).toBeNull();
  });

  it('samples by the split with the injected random source', () => {
    const attributes = { ...none, category: 'demo', split: '0.1' };
    expect(gaClickEvent(attributes, () => 0.05)).not.toBeNull();
    expect(gaClickEvent(attributes, () => 0.1)).toBeNull();
    expect(gaClickEvent({ ...attributes, split: '0' }, always)).toBeNull();
  });

  it('sends every click when the split is missing or unreadable', () => {
    expect(gaClickEvent({ ...none, category: 'demo', split: 'often' }, never)).not.toBeNull();
  });
});
