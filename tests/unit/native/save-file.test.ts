import { afterEach, describe, expect, it, vi } from 'vitest';

import type { NativeBridge } from '@/native/bridge';
import { getBridge } from '@/native/get-bridge';
import { saveFile } from '@/native/save-file';

vi.mock('@/native/get-bridge', () => ({ getBridge: vi.fn() }));

function fakeBridge(platform: NativeBridge['platform'], canShare: boolean) {
  const shareAppContent = vi.fn();
  const bridge = { platform, supports: () => canShare, shareAppContent } as unknown as NativeBridge;
  vi.mocked(getBridge).mockResolvedValue(bridge);
  return shareAppContent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('downloads through a Blob link named after the file in a browser', async () => {
    const share = fakeBridge('web', false);
    const createObjectURL = vi.fn(() => 'blob:kosh/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['\uFEFFa,b\r\n'], { type: 'text/csv;charset=utf-8' });
    await expect(saveFile(blob, 'transactions-all.csv', 'Transactions')).resolves.toBe('downloaded');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked.map((a) => [a.download, a.href])).toEqual([['transactions-all.csv', 'blob:kosh/1']]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(share).not.toHaveBeenCalled();
  });

  it('hands the file to the share sheet as a data URL inside the apps', async () => {
    const share = fakeBridge('android', true);
    const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    await expect(saveFile(blob, 'statement.pdf', 'Account statement')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'statement.pdf',
      text: 'Account statement',
      url: `data:application/pdf;base64,${btoa('%PDF-1.3')}`,
    });
  });

  it('falls back to the download in an app too old to share', async () => {
    const share = fakeBridge('ios', false);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kosh/2'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(saveFile(new Blob(['x']), 'x.csv', 'x')).resolves.toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
  });
});
