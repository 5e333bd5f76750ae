import { DisconnectReason } from 'livekit-client'

/** livekit-client's disconnect reasons, as a supervisor reads them. */
export function describeDisconnect(reason: DisconnectReason | undefined): string {
  switch (reason) {
    case DisconnectReason.ROOM_DELETED:
    case DisconnectReason.ROOM_CLOSED:
      return 'The call ended: its media room was closed.'
    case DisconnectReason.PARTICIPANT_REMOVED:
      return 'The media server removed this listener from the room.'
    case DisconnectReason.SERVER_SHUTDOWN:
      return 'The media server shut down.'
    case DisconnectReason.DUPLICATE_IDENTITY:
      return 'Another session joined with the same identity.'
    case DisconnectReason.JOIN_FAILURE:
      return 'Could not join the media room.'
    case DisconnectReason.SIGNAL_CLOSE:
    case DisconnectReason.CONNECTION_TIMEOUT:
    case DisconnectReason.MEDIA_FAILURE:
      return 'The connection to the media server was lost and could not be restored.'
    case DisconnectReason.CLIENT_INITIATED:
      return 'You left the call.'
    default:
      return 'Disconnected from the media server.'
  }
}
