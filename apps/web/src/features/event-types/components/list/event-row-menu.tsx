import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { usePermission } from '../../../members/use-permission';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  LinkIcon as LinkGlyph,
  MoreIcon,
  PencilIcon,
  TrashIcon,
} from '../../../ui/components/icons';

export type RowAction =
  | 'edit'
  | 'duplicate'
  | 'copy-link'
  | 'share-link'
  | 'move-up'
  | 'move-down'
  | 'delete';

interface EventRowMenuProps {
  eventName: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onAction: (action: RowAction) => void;
}

const ITEM =
  'flex cursor-default items-center gap-2.5 rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[disabled]:text-gray-400 data-[focused]:bg-gray-100';

/** The row's actions: edit, duplicate, copy the link, make a share link, move, delete. */
export function EventRowMenu({ eventName, canMoveUp, canMoveDown, onAction }: EventRowMenuProps) {
  const disabledKeys = [...(canMoveUp ? [] : ['move-up']), ...(canMoveDown ? [] : ['move-down'])];
  // A role without these permissions does not see the actions; the server refuses them anyway.
  const canCreate = usePermission('eventTypes', 'create');
  const canEdit = usePermission('eventTypes', 'edit');
  const canDelete = usePermission('eventTypes', 'delete');
  const t = useDashboardT();
  return (
    <MenuTrigger>
      <Button
        aria-label={t('eventTypes.row.actionsFor', { name: eventName })}
        className="rounded-md p-2 text-gray-500 outline-none hover:bg-gray-100 hover:text-gray-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600"
      >
        <MoreIcon className="size-5" />
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-gray-900/10"
      >
        <Menu
          aria-label={t('eventTypes.row.actionsFor', { name: eventName })}
          disabledKeys={disabledKeys}
          onAction={(key) => onAction(key as RowAction)}
          className="outline-none"
        >
          {canEdit && (
            <MenuItem id="edit" className={ITEM}>
              <PencilIcon className="size-4 text-gray-500" />
              {t('eventTypes.row.edit')}
            </MenuItem>
          )}
          {canCreate && (
            <MenuItem id="duplicate" className={ITEM}>
              <CopyIcon className="size-4 text-gray-500" />
              {t('eventTypes.row.duplicate')}
            </MenuItem>
          )}
          <MenuItem id="copy-link" className={ITEM}>
            <LinkGlyph className="size-4 text-gray-500" />
            {t('eventTypes.row.copyLink')}
          </MenuItem>
          {canEdit && (
            <MenuItem id="share-link" className={ITEM}>
              <LinkGlyph className="size-4 text-gray-500" />
              {t('eventTypes.row.createShareLink')}
            </MenuItem>
          )}
          {canEdit && <Separator className="my-1 h-px bg-gray-100" />}
          {canEdit && (
            <MenuItem id="move-up" className={ITEM}>
              <ArrowUpIcon className="size-4 text-gray-500" />
              {t('eventTypes.row.moveUp')}
            </MenuItem>
          )}
          {canEdit && (
            <MenuItem id="move-down" className={ITEM}>
              <ArrowDownIcon className="size-4 text-gray-500" />
              {t('eventTypes.row.moveDown')}
            </MenuItem>
          )}
          {canDelete && <Separator className="my-1 h-px bg-gray-100" />}
          {canDelete && (
            <MenuItem id="delete" className={`${ITEM} text-red-700 data-[focused]:bg-red-50`}>
              <TrashIcon className="size-4" />
              {t('eventTypes.row.delete')}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
