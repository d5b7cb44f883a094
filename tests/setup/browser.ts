import '@testing-library/jest-dom/vitest';
import '@ui/styles.css';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
