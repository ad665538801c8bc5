import type { AgentDetails } from '@kairos/core/events/agent-schema';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { hostName } from '../event-display';
import { INPUT_CLASS } from './form-field';

const ANY = '';

/** A round robin's hosts to meet with, "any available" first; a native select, best on every device. */
export function HostPicker(props: {
  hosts: readonly AgentDetails[];
  /** The picked host's id; undefined for any available host. */
  value: string | undefined;
  onChange: (agentId: string | undefined) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {t('booker.host')}
      </label>
      <select
        id={id}
        value={props.value ?? ANY}
        onChange={(event) => props.onChange(event.target.value === ANY ? undefined : event.target.value)}
        className={INPUT_CLASS}
      >
        <option value={ANY}>{t('booker.anyHost')}</option>
        {props.hosts.map((host) => (
          <option key={host.userId} value={host.userId}>
            {hostName(host)}
          </option>
        ))}
      </select>
    </div>
  );
}
