import { shouldRegisterServiceWorker, type RegistrationContext } from './serviceWorkerPolicy';

const production: RegistrationContext = {
  environment: 'production',
  host: 'mui.com',
  productionHost: 'mui.com',
  supported: true,
};

describe('shouldRegisterServiceWorker', () => {
  it('registers on the production host of a production build', () => {
    expect(shouldRegisterServiceWorker(production)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...production, host: 'MUI.com' })).toBe(true);
    expect(
      shouldRegisterServiceWorker({
        ...production,
        host: '127.0.0.1:4202',
        productionHost: '127.0.0.1:4202',
      }),
    ).toBe(true);
  });

  it.each<[string, Partial<RegistrationContext>]>([
    ['another host', { host: 'next.mui.com' }],
    ['the host on another port', { host: 'mui.com:8080' }],
    ['a development build', { environment: 'development' }],
    ['a test run', { environment: 'test' }],
    ['no production host', { productionHost: '' }],
    ['an unset production host', { productionHost: undefined }],
    ['a browser without service workers', { supported: false }],
  ])('does not register on %s', (_name, change) => {
    expect(shouldRegisterServiceWorker({ ...production, ...change })).toBe(false);
  });
});
