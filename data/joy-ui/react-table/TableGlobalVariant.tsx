import Table from '@mui/joy/Table';
import { styled } from '@mui/joy/styles';

const PlanTable = styled(Table)(({ theme }) => ({
  '& thead th': theme.variants.soft.primary,
  '& tbody th': theme.variants.soft.neutral,
  '& td.included': theme.variants.solid.success,
}));

export default function TableGlobalVariant() {
  return (
    <PlanTable aria-label="Plan comparison" borderAxis="bothBetween">
      <thead>
        <tr>
          <th>Feature</th>
          <th>Free</th>
          <th>Team</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Projects</th>
          <td>3</td>
          <td className="included">Unlimited</td>
        </tr>
        <tr>
          <th scope="row">Storage</th>
          <td>1 GB</td>
          <td className="included">100 GB</td>
        </tr>
        <tr>
          <th scope="row">Support</th>
          <td>Forum</td>
          <td className="included">Email and chat</td>
        </tr>
      </tbody>
    </PlanTable>
  );
}
