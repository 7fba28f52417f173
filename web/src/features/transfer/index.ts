/** Export and import from the admin: the screen and the tab-side glue around the content package's portability code. */
import './transfer.css';

export { TransferScreen } from './components/transfer-screen';
