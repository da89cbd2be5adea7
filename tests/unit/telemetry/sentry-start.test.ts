import { afterEach, describe, expect, it, vi } from 'vitest';

// Sentry's SDK stands in by name only: which integrations it sets up with the client, and which it
// is handed afterwards, and when.
const sdk = vi.hoisted(() => {
  const names = [
    'EventFilters',
    'FunctionToString',
    'ConversationId',
    'BrowserApiErrors',
    'Breadcrumbs',
    'Console',
    'GlobalHandlers',
    'LinkedErrors',
    'Dedupe',
    'HttpContext',
    'CultureContext',
    'BrowserSession',
  ];
  return {
    names,
    init: vi.fn(),
    addIntegration: vi.fn(),
    getDefaultIntegrations: () => names.map((name) => ({ name })),
  };
});
vi.mock('@sentry/react', () => sdk);

// Each yield to the main thread waits until the test lets it go on.
const yields = vi.hoisted(() => [] as (() => void)[]);
vi.mock('@/lib/yield-to-main', () => ({
  yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)),
}));
/** Lets one waiting yield go on, and the work after it run. */
const nextTask = async () => {
  yields.shift()?.();
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

const { initSentry } = await import('@/telemetry/sentry');

const options = {
  dsn: 'https://kosh@localhost/sentry/1',
  release: '1.0.0',
  environment: 'test',
  replayDraw: 0.9,
};
const namesOf = (integrations: readonly { name: string }[]) => integrations.map(({ name }) => name);

afterEach(() => {
  sdk.init.mockClear();
  sdk.addIntegration.mockClear();
  yields.splice(0);
});

describe('starting error tracking', () => {
  it('catches and reports errors from its first task: global handlers, linked errors and repeats dropped', () => {
    initSentry(options);
    const [{ defaultIntegrations }] = sdk.init.mock.calls[0] as [{ defaultIntegrations: { name: string }[] }];
    expect(namesOf(defaultIntegrations)).toEqual([
      'EventFilters',
      'FunctionToString',
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
      'HttpContext',
    ]);
    expect(sdk.addIntegration).not.toHaveBeenCalled();
  });

  it("adds the SDK's other default integrations one a task, so its start is short tasks", async () => {
    initSentry(options);
    for (let task = 1; task <= 6; task += 1) {
      await nextTask();
      expect(sdk.addIntegration).toHaveBeenCalledTimes(task);
    }
    const added = sdk.addIntegration.mock.calls.map(
      ([integration]) => (integration as { name: string }).name,
    );
    expect(added).toEqual([
      'ConversationId',
      'BrowserApiErrors',
      'Breadcrumbs',
      'Console',
      'CultureContext',
      'BrowserSession',
    ]);
  });
});
