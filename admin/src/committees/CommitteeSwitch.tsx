// The committee switch of the top bar, for platform administrators only (committees.read
// in `me.permissions`; committee users never see it): the committee of this back office,
// and a menu of the other active ones, each opening that committee's back office signed
// in (useOpenCommittee).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useGetList, usePermissions, type RaRecord } from 'react-admin';
import { allows } from '../lib/permissions';
import { COMMITTEES_RESOURCE } from '../lib/committees';
import { useOpenCommittee } from './useOpenCommittee';

/** Whether a committee's site is this page's origin (its host and port). */
export function isThisCommittee(url: unknown, host: string): boolean {
  try {
    return new URL(String(url)).host === host;
  } catch {
    return false;
  }
}

const Switch = () => {
  const { data } = useGetList(COMMITTEES_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { open, opening } = useOpenCommittee();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = (data ?? []).filter((committee: RaRecord) => !committee.archivedAt);
  const current = active.find((committee) => isThisCommittee(committee.url, window.location.host));
  return (
    <>
      <Button
        color="inherit"
        startIcon={<SwapHorizIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={opening}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', mr: 1, maxWidth: { xs: 140, sm: 320 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current ? `Comitato: ${current.name}` : 'Cambia comitato'}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {active.map((committee) => (
          <MenuItem
            key={committee.id}
            selected={committee === current}
            onClick={() => {
              setAnchor(null);
              if (committee !== current) void open(String(committee.id));
            }}
          >
            {committee.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

export const CommitteeSwitch = () => {
  const { permissions } = usePermissions<string[] | undefined>();
  return allows(permissions, 'committees', 'list') ? <Switch /> : null;
};
