import { defineMessages } from '../common/message-codes';

/** What the server tells a person adding, removing or playing a help video (common/message-codes.ts). */
export const VIDEO_MESSAGES = defineMessages('video', {
  rangeOutside: "The range is outside the video's {{size}} bytes",
  tooLarge: 'The video is larger than {{megabytes}} MB',
  tooLargeField: 'Videos can be at most {{megabytes}} MB',
  notBase64: 'The video is not valid base64',
  adminsOnlyAdd: "Only the brokerage's admins can add videos",
  adminsOnlyRemove: "Only the brokerage's admins can remove videos",
  notAVideo: 'The file is not a WebM or MP4 video',
  chooseVideo: 'Choose a WebM or MP4 video',
  notCaptions: 'The captions are not a WebVTT file',
  chooseCaptions: 'Choose a WebVTT (.vtt) captions file',
});
