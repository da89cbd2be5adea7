import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import { events$ } from '@/events/bus';
import { usePageEvent } from '@/features/linking/journey/analytics';

let seen: AppEvent[] = [];
let stop = () => {};
beforeEach(() => {
  seen = [];
  const subscription = events$.subscribe((event) => seen.push(event));
  stop = () => subscription.unsubscribe();
});
afterEach(() => stop());

function EditMobile() {
  usePageEvent('edit mobile number');
  return <h1>Change mobile number</h1>;
}

const pageEvents = () =>
  seen.filter((event) => event.name === 'analytics/user-event').map((event) => event.payload);

describe('usePageEvent', () => {
  it('sends one page event once the stored journey is read', async () => {
    render(
      <MemoryRouter initialEntries={['/?flow_type=savings']}>
        <EditMobile />
      </MemoryRouter>,
    );
    await waitFor(() => expect(pageEvents()).toHaveLength(1));
    expect(pageEvents()[0]).toMatchObject({
      event_name: 'edit_mobile_number_viewed',
      event_type: 'page',
      page_name: 'edit mobile number',
      flow: 'savings',
    });
  });

  it('still sends it, once, when the screen is left before the journey was read', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/?flow_type=savings']}>
        <EditMobile />
      </MemoryRouter>,
    );
    // At once: the storage read has not answered yet, as after a quick Back on a slow phone.
    unmount();
    await waitFor(() => expect(pageEvents()).toHaveLength(1));
    expect(pageEvents()[0]).toMatchObject({ page_name: 'edit mobile number', event_type: 'page' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageEvents()).toHaveLength(1);
  });
});
