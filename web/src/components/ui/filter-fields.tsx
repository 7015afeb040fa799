// Labelled search box and select for the list pages' filter forms (FilterForm). Each field
// keeps a visible label so that every control has an accessible name, and a name, so that
// the form sent without JavaScript carries it in the URL.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { LIST_SEARCH_MAX_LENGTH } from '../../config/constants';

interface SearchFieldProps {
  label: string;
  /** The query parameter the form sends it as. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SearchField({ label, name, value, onChange, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <SearchBox>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input
          id={id}
          type="search"
          name={name}
          maxLength={LIST_SEARCH_MAX_LENGTH}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </SearchBox>
    </Field>
  );
}

interface SelectFieldProps {
  label: string;
  /** The query parameter the form sends it as. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

export function SelectField({ label, name, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </Field>
  );
}

interface CategoryFieldProps {
  /** The query parameter the form sends it as. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  categories: readonly string[];
}

/** 'Categoria': one of the list's categories, or all of them. */
export function CategoryField({ name, value, onChange, categories }: CategoryFieldProps) {
  return (
    <SelectField label="Categoria" name={name} value={value} onChange={onChange}>
      <option value="">Tutte le categorie</option>
      {categories.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

const SearchBox = styled.div`
  position: relative;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(3)};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const controlStyles = `
  width: 100%;
  min-height: 48px;
  border-radius: 10px;
  background: #fff;
  color: inherit;
`;

const Input = styled.input`
  ${controlStyles}
  padding: 0 ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(10)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Select = styled.select`
  ${controlStyles}
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  color: ${({ theme }) => theme.colors.text};
`;
