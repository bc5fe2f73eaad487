import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

/** jsdom plays nothing: the test moves the clock and the paused flag of the element itself. */
function fakeMedia(video: HTMLVideoElement, state: { time: number; paused: boolean }) {
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => state.time, set: (value: number) => (state.time = value) });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => state.paused });
}

function renderPlayer(startAt: number | null, onSavePosition = vi.fn()) {
  const view = render(<VideoPlayer title="Book a load" src="blob:video" captionsSrc="blob:captions" startAt={startAt} durationSeconds={30} onSavePosition={onSavePosition} />);
  const video = screen.getByLabelText('Video: Book a load') as HTMLVideoElement;
  const state = { time: 0, paused: true };
  fakeMedia(video, state);
  return { view, video, state, onSavePosition };
}

describe('VideoPlayer', () => {
  afterEach(cleanup);

  it('resumes where the user stopped once the metadata is in, with English captions on', () => {
    const { video, state } = renderPlayer(12.5);
    expect(video.querySelector('track')).toMatchObject({ kind: 'captions', srclang: 'en', label: 'English', default: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(state.time).toBe(12.5);
  });

  it('starts over a video watched to the end, and from the start when never opened', () => {
    const end = renderPlayer(29.8);
    fireEvent(end.video, new Event('loadedmetadata'));
    expect(end.state.time).toBe(0);
    cleanup();
    const fresh = renderPlayer(null);
    fireEvent(fresh.video, new Event('loadedmetadata'));
    expect(fresh.state.time).toBe(0);
  });

  it('saves every few seconds while playing, on pause and when the player goes', () => {
    const { view, video, state, onSavePosition } = renderPlayer(2);
    fireEvent(video, new Event('loadedmetadata'));
    state.paused = false;
    state.time = 4;
    fireEvent(video, new Event('timeupdate'));
    expect(onSavePosition).not.toHaveBeenCalled();
    state.time = 7.04;
    fireEvent(video, new Event('timeupdate'));
    expect(onSavePosition).toHaveBeenLastCalledWith(7.04);
    state.time = 9.5;
    state.paused = true;
    fireEvent(video, new Event('pause'));
    expect(onSavePosition).toHaveBeenLastCalledWith(9.5);
    state.time = 11;
    view.unmount();
    expect(onSavePosition).toHaveBeenLastCalledWith(11);
    expect(onSavePosition).toHaveBeenCalledTimes(3);
  });
});
