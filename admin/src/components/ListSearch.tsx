// A search box over a list (the schema's `q` filter), applied as the user pauses typing.
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';

const SEARCH_DEBOUNCE_MS = 400;

export const ListSearch = ({ label }: { label: string }) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [text, setText] = useState<string>(String(filterValues.q ?? ''));

  useEffect(() => {
    const current = String(filterValues.q ?? '');
    if (text.trim() === current) return undefined;
    const timer = setTimeout(() => {
      const { q: _previous, ...others } = filterValues;
      setFilters(text.trim() ? { ...others, q: text.trim() } : others, displayedFilters);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filterValues, setFilters, displayedFilters]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ mb: 2, maxWidth: { sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
