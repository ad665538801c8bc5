// The list lives in core: the server checks the funnel events it is sent against the same names.
export {
  isTrackingEvent,
  TRACKING_EVENTS,
  type TrackingEventName,
} from '@kairos/core/analytics/tracking-events';
